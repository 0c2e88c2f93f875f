"""The rules engine and everything in the `billionaire` package stay usable without NiceGUI."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_billionaire_package_never_imports_nicegui():
    script = textwrap.dedent("""
        import importlib, pkgutil, sys
        import billionaire
        names = ["billionaire"] + [m.name for m in pkgutil.walk_packages(
            billionaire.__path__, "billionaire.")]
        for name in names:
            importlib.import_module(name)
        assert len(names) > 1, names
        bad = sorted(m for m in sys.modules if m == "nicegui" or m.startswith("nicegui."))
        print("imported:", " ".join(names))
        if bad:
            sys.exit("nicegui imported by the billionaire package: " + ", ".join(bad[:5]))
    """)
    proc = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "billionaire.session" in proc.stdout
