// How a browser build is cut into chunks: stable ids, and a production remote's shared code and
// styles each in one chunk.

/** The `optimization` of a browser build. */
function browserOptimization({ isHost, development }) {
  return {
    moduleIds: 'deterministic',
    chunkIds: 'deterministic',
    // A remote's styles in one file: the server links it for any page the remote renders, so the
    // markup is styled from the first paint, whichever of the remote's pages it is.
    ...(isHost || development
      ? {}
      : {
          splitChunks: {
            // Code that several of the remote's exposed modules use (the header's and the footer's
            // logo, links and icons) goes into a chunk of its own once, instead of a copy in each.
            minSize: 4096,
            cacheGroups: {
              styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
              // The form kit (`shared/forms`), however small, once and in one chunk: the footer's
              // newsletter and the cookie bar both use its form state and action on every page, and
              // split by which modules use each part it would cost a page several tiny requests.
              formKit: {
                test: /[\\/]shared[\\/]src[\\/]forms[\\/].*\.tsx?$/,
                name: 'form-kit',
                minSize: 0,
                priority: 10,
              },
            },
          },
        }),
  };
}

module.exports = { browserOptimization };
