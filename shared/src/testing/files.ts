/**
 * Files put into a file input as a browser does when the visitor chooses them: `files` holds them
 * and setting `value` to '' lets them go (jsdom has no way to choose files, and no FileList
 * constructor). For markup the scripts have not taken over yet, where no change event is seen.
 */
export function chooseFiles(input: HTMLInputElement, files: File[]): void {
  let chosen = [...files];
  const list = () =>
    Object.setPrototypeOf(
      {
        ...chosen,
        length: chosen.length,
        item: (index: number) => chosen[index] ?? null,
        [Symbol.iterator]: () => chosen[Symbol.iterator](),
      },
      FileList.prototype,
    ) as FileList;
  Object.defineProperties(input, {
    files: { configurable: true, get: list },
    value: {
      configurable: true,
      get: () => (chosen[0] ? `C:\\fakepath\\${chosen[0].name}` : ''),
      set: (value: string) => {
        if (value === '') chosen = [];
      },
    },
  });
}
