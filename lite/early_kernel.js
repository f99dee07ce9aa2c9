// A JupyterLab plugin of the lessons' site: when the address names a notebook
// (lab/index.html?path=demo_gramin.ipynb), it starts that notebook's kernel session while
// JupyterLab is still starting, and the notebook joins that session once it is open
// (JupyterLab looks for a running session of a notebook's path before it starts one).
// The in-browser Python then starts on the second core while the first one lays out the
// page, instead of after it.
//
// lite/build.py writes this file into the site as the entry of a front-end extension
// (extensions/<name>/static/remoteEntry.<hash>.js): the container JupyterLab loads an
// extension from (init, get), holding this one plugin. It imports nothing (it takes the
// session manager from the application), so no bundler builds it. NAME and KERNEL are
// put in by the build: the extension's name and the kernel's name.
(function () {
  const NAME = "__NAME__";
  const KERNEL = "__KERNEL__";
  // the plugin waits this long at most for the kernel to be registered, then lets
  // JupyterLab start the kernel as it would without it
  const WAIT_MS = 5000;

  function notebookPath() {
    const path = new URLSearchParams(window.location.search).get("path");
    return path && path.endsWith(".ipynb") ? path.replace(/^\/+/, "") : null;
  }

  async function startSession(sessions, path) {
    // the same path and name as the notebook's own session (docregistry's context)
    const options = {
      path,
      name: path.split("/").pop(),
      type: "notebook",
      kernel: { name: KERNEL },
    };
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      try {
        return await sessions.startNew(options);
      } catch (error) {
        // the kernel's own plugin may not have registered it yet: try again shortly
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  const plugin = {
    id: `${NAME}:plugin`,
    description: "Starts the kernel of the notebook named in the address while JupyterLab starts.",
    autoStart: true,
    // JupyterLab finishes starting (and opens the notebook) after this resolves, so the
    // session is listed before the notebook looks for it.
    activate: async (app) => {
      const path = notebookPath();
      if (!path) return;
      try {
        const session = await startSession(app.serviceManager.sessions, path);
        performance.mark("gw-early-kernel");
        // the notebook opens its own connection; this one would only receive every
        // message a second time
        session.dispose();
      } catch (error) {
        console.warn(`${NAME}: the kernel starts with the notebook instead:`, error);
      }
    },
  };

  const containers = (window._JUPYTERLAB = window._JUPYTERLAB || {});
  containers[NAME] = {
    init: () => {},
    get: async () => () => ({ __esModule: true, default: [plugin] }),
  };
})();
