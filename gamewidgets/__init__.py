"""Jupyter widgets for teaching with board and card games."""

__version__ = "0.1.0"
