"""Billionaire: a pure, deterministic rules engine (no NiceGUI import here)."""
