#!/usr/bin/env python3
"""Render Domov's PNG app icons from Static/icons/icon.svg.

Needs rsvg-convert (Debian: apt-get install -y librsvg2-bin). Run from anywhere:
    python3 tools/make_icons.py
Writes icon-192.png, icon-512.png (rounded tile, transparent corners),
icon-maskable-512.png and apple-touch-icon.png (180x180) (full-bleed square, no transparency).
The house stays inside the maskable safe zone (a circle of radius 40% around the centre).
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
ICONS = ROOT / "Sources" / "DomovServer" / "Resources" / "Static" / "icons"


def render(svg_text: str, size: int, out: pathlib.Path) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".svg", delete=False) as tmp:
        tmp.write(svg_text)
        tmp_path = tmp.name
    try:
        subprocess.run(
            ["rsvg-convert", "-w", str(size), "-h", str(size), "-o", str(out), tmp_path],
            check=True,
        )
    finally:
        pathlib.Path(tmp_path).unlink(missing_ok=True)
    print(f"wrote {out.relative_to(ROOT)} ({size}x{size})")


def main() -> int:
    if shutil.which("rsvg-convert") is None:
        print("rsvg-convert not found: apt-get install -y librsvg2-bin", file=sys.stderr)
        return 1
    source = (ICONS / "icon.svg").read_text(encoding="utf-8")
    if 'rx="112"' not in source:
        print("icon.svg changed shape: update make_icons.py", file=sys.stderr)
        return 1
    full_bleed = source.replace('rx="112"', 'rx="0"', 1)
    render(source, 192, ICONS / "icon-192.png")
    render(source, 512, ICONS / "icon-512.png")
    render(full_bleed, 512, ICONS / "icon-maskable-512.png")
    render(full_bleed, 180, ICONS / "apple-touch-icon.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
