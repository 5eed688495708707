import { PopupDialog } from '../../common/PopupDialog';
import type { Banner } from 'shared/validation';
import { BannerLink } from './BannerLink';
import { useTranslation } from 'shared';

/** The intro banner in a dialog: the close button has focus; following the banner's link closes it too. */
export default function IntroDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation('chrome');
  return (
    <PopupDialog
      className="chrome-intro"
      label={banner.title || t('intro.label')}
      closeLabel={t('intro.close')}
      onClose={onClose}
      focusClose
    >
      <BannerLink url={banner.url} className="chrome-intro__link" onClick={onClose}>
        <img className="chrome-intro__image" src={banner.src} alt={banner.title} />
      </BannerLink>
    </PopupDialog>
  );
}
