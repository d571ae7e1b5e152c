"""Make the font subset the service ships (``make font``).

The subset holds exactly the characters the Cetkaik pictures and the explorer can write
(``adjudicator.web.fonts.font_characters``), taken from IPA Mincho (IPA Font License v1.0, package
``fonts-ipafont-mincho`` on Debian and Ubuntu). As that licence asks of a derived font, the subset bears a name of
its own (``Adjudicator Cetkaik``), is licensed under the same agreement (its text is shipped beside it) and can be
replaced by the original: install IPA Mincho and point the ``@font-face`` rules at it, or run this script again.

Usage: ``python scripts/make_font_subset.py [--source FONT] [--output FILE]``. Without ``--source`` the font is
found with fontconfig (``fc-match IPAMincho``). The output is deterministic for a given source font and fontTools.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

from adjudicator.web.fonts import FAMILY, FONT_FILE, font_characters

#: The family the subset is made from.
SOURCE_FAMILY = "IPAMincho"
#: The name records rewritten (family, subfamily, unique id, full name, PostScript name, typographic names).
_RENAMED = (1, 2, 3, 4, 6, 16, 17, 18, 21, 22)
#: The name records kept from the source (copyright, version, trademark, licence and its URL).
_KEPT = [0, 5, 7, 13, 14]


def find_source() -> Path:
    """The IPA Mincho file fontconfig knows, or an error saying how to get it."""
    try:
        found = subprocess.run(["fc-match", "-f", "%{family}\t%{file}", SOURCE_FAMILY], check=True,
                               capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as exc:
        raise SystemExit(f"cannot ask fontconfig for {SOURCE_FAMILY} ({exc}); give the font with --source") from exc
    families, _, file = found.partition("\t")
    if SOURCE_FAMILY not in families.split(","):
        raise SystemExit(f"{SOURCE_FAMILY} is not installed (fontconfig offers {families!r}): install the "
                         "fonts-ipafont-mincho package or give the font with --source")
    return Path(file).resolve()


def make_subset(source: Path, output: Path) -> int:
    """Write the WOFF2 subset of ``source`` to ``output``; return the number of characters it maps."""
    wanted = font_characters()
    font = TTFont(source, recalcTimestamp=False)
    missing = sorted(ch for ch in wanted if ord(ch) not in font.getBestCmap())
    if missing:
        raise SystemExit(f"{source} lacks {''.join(missing)!r}: choose another source font")
    options = subset.Options()
    options.flavor = "woff2"
    options.name_IDs = _KEPT
    options.name_languages = ["*"]
    options.hinting = False
    options.notdef_outline = True
    options.recalc_timestamp = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(ch) for ch in sorted(wanted)])
    subsetter.subset(font)
    names = font["name"]
    names.names = [record for record in names.names if record.nameID not in _RENAMED]
    version = names.getDebugName(5) or ""
    for name_id, value in ((1, FAMILY), (2, "Regular"), (3, f"{FAMILY} Regular; {version}"),
                           (4, f"{FAMILY} Regular"), (6, FAMILY.replace(" ", "") + "-Regular"),
                           (10, f"The characters of adjudicator's Cetkaik pictures, from {SOURCE_FAMILY} "
                                "(IPA Font License Agreement v1.0)")):
        names.setName(value, name_id, 3, 1, 0x409)
    output.parent.mkdir(parents=True, exist_ok=True)
    font.flavor = "woff2"
    font.save(output)
    return len(wanted)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help=f"the {SOURCE_FAMILY} font file (default: asked of fontconfig)")
    parser.add_argument("--output", type=Path, default=FONT_FILE, help="where to write the WOFF2 subset")
    args = parser.parse_args(argv)
    count = make_subset(args.source or find_source(), args.output)
    print(f"wrote {args.output} ({count} characters, {args.output.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
