"""Code the test modules share (a test module never imports another test module):
``browser`` (pages, notebooks, waits), ``servers`` (JupyterLab, Notebook 7, Voila) and
the game helpers of the non-browser tests."""
