#!/usr/bin/env node
// Generates site-server/assets/vop.pdf, the provider's terms and conditions served at /vop.pdf.
// Run once after changing the text: `node tools/make-vop-pdf.mjs`; the PDF is committed.
// Czech diacritics need a Unicode TrueType font: DejaVu Sans (Debian `fonts-dejavu-core`), or any
// folder holding DejaVuSans.ttf and DejaVuSans-Bold.ttf named by VOP_FONT_DIR.
import { existsSync, mkdirSync, createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = process.argv[2] ?? join(root, 'site-server', 'assets', 'vop.pdf');
const fontDir = process.env.VOP_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
const fonts = { regular: join(fontDir, 'DejaVuSans.ttf'), bold: join(fontDir, 'DejaVuSans-Bold.ttf') };
for (const file of Object.values(fonts)) {
  if (!existsSync(file)) {
    console.error(
      `make-vop-pdf: font ${file} not found.\nInstall it (Debian: apt-get install fonts-dejavu-core) or set VOP_FONT_DIR.`,
    );
    process.exit(1);
  }
}

const PROVIDER = 'Sídlo Partner s.r.o.';
const VALID_FROM = '1. 5. 2023';

/** The terms: articles of numbered clauses; a clause may carry lettered points. */
const ARTICLES = [
  {
    title: 'Smluvní strany a úvodní ustanovení',
    clauses: [
      `Poskytovatelem služeb je společnost ${PROVIDER}, IČO 28741137, se sídlem Rohanské nábřeží 678/29, 186 00 Praha 8 – Karlín, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 146823 (dále jen „Poskytovatel“). Kontakt: info@sidlopartner.cz, +420 222 555 010; pobočka Brno: Šumavská 416/15, 602 00 Brno, +420 541 555 020.`,
      'Klientem je podnikající fyzická osoba nebo právnická osoba, která s Poskytovatelem uzavře smlouvu o poskytování služeb, nebo osoba, která službu objedná jménem zakládané společnosti (dále jen „Klient“).',
      'Tyto všeobecné obchodní podmínky (dále jen „VOP“) upravují práva a povinnosti stran při poskytování služeb Poskytovatele podle zákona č. 89/2012 Sb., občanský zákoník. Smlouvy se uzavírají mezi podnikateli; ustanovení o spotřebitelských smlouvách se nepoužijí.',
      'VOP jsou nedílnou součástí každé smlouvy a potvrzené objednávky. Ujednání ve smlouvě, která se od VOP odchylují, mají přednost.',
    ],
  },
  {
    title: 'Předmět služeb',
    clauses: [
      {
        text: 'Poskytovatel poskytuje zejména tyto služby:',
        points: [
          'virtuální sídlo – souhlas vlastníka nebo nájemce nemovitosti s umístěním sídla nebo místa podnikání Klienta na adrese Poskytovatele a označení Klienta na poštovní schránce a na informační tabuli;',
          'přebírání, evidenci, úschovu, přeposílání a skenování poštovních zásilek Klienta;',
          'správu datové schránky a telefonní číslo s obsluhou operátorem;',
          'krátkodobý pronájem zasedacích místností;',
          'založení obchodní korporace na klíč, prodej ready-made společností, založení zahraniční a offshore společnosti, likvidaci společnosti a související služby;',
          'poradenství v poradenském centru Smart Point.',
        ],
      },
      'Konkrétní služba, adresa sídla, tarif a doba poskytování jsou uvedeny ve smlouvě nebo v objednávce potvrzené Poskytovatelem.',
      'Souhlas s umístěním sídla vydá Poskytovatel do 24 hodin od připsání první platby a od provedení identifikace a kontroly Klienta podle zákona č. 253/2008 Sb., o některých opatřeních proti legalizaci výnosů z trestné činnosti a financování terorismu.',
    ],
  },
  {
    title: 'Uzavření smlouvy',
    clauses: [
      'Klient službu poptá online formulářem na webu Poskytovatele, e-mailem, telefonicky nebo osobně. Na základě poptávky mu Poskytovatel zašle návrh smlouvy nebo potvrzení objednávky s cenou a podmínkami.',
      'Smlouva je uzavřena podpisem obou stran, a to i elektronicky, nebo úhradou první faktury vystavené na základě potvrzené objednávky.',
      'Klient je povinen uvádět pravdivé a úplné údaje, předložit doklady totožnosti svých statutárních orgánů a údaje o skutečných majitelích a oznámit Poskytovateli jejich změnu do 15 dnů.',
    ],
  },
  {
    title: 'Ceny',
    clauses: [
      `Ceny služeb určuje ceník Poskytovatele zveřejněný na www.sidlopartner.cz, platný od ${VALID_FROM}. Všechny ceny jsou uvedeny bez DPH, která se připočítává v sazbě podle platných předpisů.`,
      'Ke službě virtuálního sídla se účtuje jednorázový aktivační poplatek 2 000 Kč. Měsíční cena virtuálního sídla začíná na 500 Kč v Plzni, 700 Kč v Brně a 750 Kč na Slovensku; ceny jednotlivých pražských adres a doplňkových služeb (přeposílání a skenování pošty, správa datové schránky, telefonní číslo) uvádí ceník.',
      'Likvidace společnosti se poskytuje za cenu od 44 500 Kč a převod ready-made společnosti za cenu od 45 900 Kč; konečnou cenu určuje smlouva.',
      'V cenách nejsou zahrnuty hotové výdaje, zejména poštovné, správní a soudní poplatky, odměny notářů a poplatky za výpisy z veřejných rejstříků; Klient je hradí v prokázané výši.',
      'Poskytovatel může ceník změnit. Změnu oznámí Klientovi e-mailem nejméně 30 dnů před její účinností; nesouhlasí-li s ní Klient, může smlouvu vypovědět ke dni účinnosti změny.',
    ],
  },
  {
    title: 'Platební podmínky',
    clauses: [
      'Virtuální sídlo a pravidelné služby se hradí předem za sjednané období (12 nebo 24 měsíců) na základě faktury. Splatnost faktur je 14 dnů od jejich vystavení, nestanoví-li smlouva jinak.',
      'Jednorázové služby (založení společnosti, převod ready-made společnosti, likvidace) se hradí zálohou před zahájením prací a doplatkem po jejich dokončení.',
      'Hotové výdaje za přeposílání pošty vyúčtuje Poskytovatel jednou měsíčně, případně je započte proti složené záloze.',
      'Je-li Klient v prodlení s úhradou, má Poskytovatel právo na úrok z prodlení v zákonné výši. Po marném uplynutí dodatečné lhůty nejméně 7 dnů může pozastavit přeposílání a skenování pošty až do úhrady dluhu.',
    ],
  },
  {
    title: 'Zacházení s poštou',
    clauses: [
      'Poskytovatel přebírá zásilky adresované Klientovi na adresu virtuálního sídla v pracovní dny. Doporučené zásilky a zásilky do vlastních rukou přebírá na základě plné moci udělené Klientem.',
      'O každé převzaté zásilce informuje Poskytovatel Klienta e-mailem v den převzetí. Služba upozornění na poštu se sjednává nejméně na 12 měsíců.',
      'Zásilky přeposílá Poskytovatel podle zvoleného tarifu ihned, jednou týdně nebo jednou měsíčně na adresu určenou Klientem; poštovné se účtuje jako hotový výdaj. Skenování se účtuje za každých započatých 10 zásilek.',
      'Zásilky se otevírají pouze tehdy, objedná-li si Klient skenování jejich obsahu. Poskytovatel nepřebírá zásilky, které nelze bezpečně skladovat, zejména nadrozměrné, nebezpečné nebo rychle se kazící.',
      'Nevyzvednuté a nepřeposlané zásilky uchovává Poskytovatel 6 měsíců; poté je po předchozím upozornění Klienta vrátí odesílateli nebo zlikviduje.',
    ],
  },
  {
    title: 'Doba trvání a ukončení smlouvy',
    clauses: [
      'Smlouva o virtuálním sídle se uzavírá na dobu určitou 12 nebo 24 měsíců a prodlužuje se vždy o stejnou dobu, nesdělí-li některá strana druhé nejpozději 1 měsíc před koncem období, že na prodloužení netrvá.',
      'Každá strana může smlouvu vypovědět i bez udání důvodu s výpovědní dobou 3 měsíce, která začíná prvním dnem měsíce následujícího po doručení výpovědi. Za nevyčerpané předplacené období se úplata nevrací, ledaže smlouvu vypověděl Poskytovatel, aniž by Klient porušil své povinnosti.',
      'Poskytovatel může od smlouvy odstoupit s okamžitou účinností, je-li Klient v prodlení s úhradou déle než 30 dnů, uvedl-li nepravdivé údaje, neposkytl-li součinnost při kontrole podle předpisů proti praní peněz nebo užívá-li sídlo k protiprávní činnosti.',
      'Do 30 dnů od skončení smlouvy je Klient povinen přemístit sídlo z adresy Poskytovatele a doložit to výpisem z veřejného rejstříku. Po marném uplynutí lhůty Poskytovatel oznámí rejstříkovému soudu a správci daně, že Klient již nemá k adrese právní důvod užívání, a další zásilky nepřebírá.',
    ],
  },
  {
    title: 'Odpovědnost',
    clauses: [
      'Poskytovatel odpovídá za škodu způsobenou porušením svých povinností ze smlouvy. Za zásilky odpovídá od jejich převzetí do předání Klientovi nebo provozovateli poštovních služeb.',
      'Poskytovatel neodpovídá za škodu vzniklou tím, že Klient nedal včasné pokyny, uvedl nepravdivé nebo neúplné údaje, ani za zpoždění či ztrátu zásilek na straně provozovatelů poštovních a kurýrních služeb.',
      'Celková náhrada škody za jeden rok trvání smlouvy je omezena částkou úplaty, kterou Klient za tuto dobu zaplatil. Omezení se nepoužije na škodu způsobenou úmyslně nebo z hrubé nedbalosti.',
      'Klient odpovídá za to, že sídlo nebude užíváno k činnosti, která je v rozporu s právními předpisy, a nahradí Poskytovateli škodu, která mu tím vznikne.',
    ],
  },
  {
    title: 'Ochrana osobních údajů a mlčenlivost',
    clauses: [
      'Poskytovatel zpracovává osobní údaje Klienta, jeho zástupců a skutečných majitelů v souladu s nařízením (EU) 2016/679 (GDPR) a zákonem č. 110/2019 Sb., o zpracování osobních údajů, a to pro plnění smlouvy, plnění právních povinností (zejména podle předpisů proti praní peněz a účetních předpisů) a pro své oprávněné zájmy.',
      'Údaje se uchovávají po dobu trvání smlouvy a poté po dobu, kterou ukládají právní předpisy, zpravidla 10 let od skončení obchodního vztahu.',
      'Podrobnosti o zpracování a o právech subjektů údajů uvádějí Zásady ochrany osobních údajů zveřejněné na www.sidlopartner.cz. Dotazy lze zaslat na info@sidlopartner.cz.',
      'Poskytovatel zachovává mlčenlivost o obsahu zásilek a o všech informacích o Klientovi, které získá při poskytování služeb, i po skončení smlouvy.',
    ],
  },
  {
    title: 'Závěrečná ustanovení',
    clauses: [
      'Právní vztahy založené smlouvou se řídí právním řádem České republiky. Spory rozhodují obecné soudy České republiky příslušné podle sídla Poskytovatele.',
      'Poskytovatel může VOP měnit. Změnu oznámí Klientovi e-mailem a na svém webu nejméně 30 dnů před její účinností; Klient může změnu do dne její účinnosti odmítnout a smlouvu vypovědět s výpovědní dobou 1 měsíc.',
      'Strany komunikují zejména e-mailem na adresy uvedené ve smlouvě. Písemnost odeslaná e-mailem se považuje za doručenou následující pracovní den po odeslání.',
      `Tyto VOP nabývají platnosti a účinnosti dne ${VALID_FROM} a nahrazují všechna předchozí znění.`,
    ],
  },
];

const created = new Date('2023-05-01T00:00:00Z');
const doc = new PDFDocument({
  size: 'A4',
  margins: { top: 50, bottom: 60, left: 56, right: 56 },
  bufferPages: true,
  lang: 'cs-CZ',
  displayTitle: true,
  info: {
    Title: 'Všeobecné obchodní podmínky – Sídlo Partner s.r.o.',
    Author: PROVIDER,
    Subject: `Všeobecné obchodní podmínky poskytování služeb virtuálního sídla a korporátních služeb, platné od ${VALID_FROM}`,
    Keywords: 'VOP, virtuální sídlo, obchodní podmínky',
    CreationDate: created,
    ModDate: created,
  },
});
doc.registerFont('regular', fonts.regular);
doc.registerFont('bold', fonts.bold);

mkdirSync(dirname(output), { recursive: true });
const done = new Promise((resolve, reject) => {
  const stream = createWriteStream(output);
  stream.on('finish', resolve);
  stream.on('error', reject);
  doc.pipe(stream);
});

const ORANGE = '#f07d00';
const TEXT = '#222222';
const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

doc.font('bold').fontSize(17).fillColor(TEXT).text('Všeobecné obchodní podmínky', { align: 'center' });
doc.moveDown(0.3);
doc
  .font('regular')
  .fontSize(10.5)
  .text(`společnosti ${PROVIDER} pro poskytování služeb virtuálního sídla a souvisejících korporátních služeb`, {
    align: 'center',
  });
doc.moveDown(0.3);
doc.font('bold').fontSize(10).fillColor(ORANGE).text(`Platné a účinné od ${VALID_FROM}`, { align: 'center' });
doc.moveDown(0.6);
doc
  .moveTo(doc.page.margins.left, doc.y)
  .lineTo(doc.page.margins.left + width, doc.y)
  .lineWidth(0.8)
  .strokeColor(ORANGE)
  .stroke();
doc.moveDown(0.8);

ARTICLES.forEach((article, a) => {
  // Keep a heading with at least its first lines.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(ORANGE)
    .text(`Článek ${a + 1} – ${article.title}`, doc.page.margins.left, doc.y);
  doc.moveDown(0.35);
  article.clauses.forEach((clause, c) => {
    const number = `${a + 1}.${c + 1}`;
    const { text, points = [] } = typeof clause === 'string' ? { text: clause } : clause;
    const top = doc.y;
    doc.font('bold').fontSize(8.8).fillColor(TEXT).text(number, doc.page.margins.left, top, { width: 26 });
    doc
      .font('regular')
      .fontSize(8.8)
      .text(text, doc.page.margins.left + 28, top, { width: width - 28, align: 'justify', lineGap: 1.2 });
    points.forEach((point, p) => {
      const y = doc.y + 2;
      doc.text(`${String.fromCharCode(97 + p)})`, doc.page.margins.left + 32, y, { width: 14 });
      doc.text(point, doc.page.margins.left + 46, y, { width: width - 46, align: 'justify', lineGap: 1.2 });
    });
    doc.moveDown(0.4);
  });
  doc.moveDown(0.5);
});

doc.moveDown(0.5);
doc.font('regular').fontSize(9.5).fillColor(TEXT).text(`V Praze dne ${VALID_FROM}`, doc.page.margins.left, doc.y);
doc.font('bold').text(PROVIDER);

// Footer on every page: provider and page number.
const range = doc.bufferedPageRange();
for (let i = range.start; i < range.start + range.count; i++) {
  doc.switchToPage(i);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - 40;
  doc.font('regular').fontSize(7.5).fillColor('#777777');
  doc.text(
    `${PROVIDER} · Rohanské nábřeží 678/29, 186 00 Praha 8 · info@sidlopartner.cz · www.sidlopartner.cz`,
    doc.page.margins.left,
    y,
    { width, align: 'left', lineBreak: false },
  );
  doc.text(`Strana ${i + 1} z ${range.count}`, doc.page.margins.left, y, { width, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
}

doc.end();
await done;
console.log(`make-vop-pdf: wrote ${output} (${range.count} pages)`);
