"""Files only the server's user may read: the games (seat tokens, host keys), the cookie secret,
the browsers' storage (host keys). Another account on the same machine must not read them.

Standard library only.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

FILE_MODE = 0o600
UMASK = 0o077   # what the server process creates is private too (SQLite, NiceGUI's storage)


def create(path: str | Path) -> None:
    """Create `path` empty with mode 0600 if it does not exist (an existing file is kept)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    except FileExistsError:
        return
    os.close(fd)


def tighten(path: str | Path) -> None:
    """Take away the group's and others' rights on an existing file or folder (a symlink is not
    followed); a missing path or one we may not change is left alone."""
    try:
        st = os.lstat(path)
        if not stat.S_ISLNK(st.st_mode) and stat.S_IMODE(st.st_mode) & 0o077:
            os.chmod(path, stat.S_IMODE(st.st_mode) & 0o700)
    except OSError:
        pass


def tighten_folder(folder: str | Path) -> None:
    """`folder` and what is directly in it: no rights for the group and others."""
    folder = Path(folder)
    if not folder.is_dir():
        return
    tighten(folder)
    for entry in folder.iterdir():
        tighten(entry)


def write_secret(path: str | Path, text: str) -> None:
    """Write a new file readable only by this user (fails if it exists)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    with os.fdopen(fd, "w") as f:
        f.write(text)
