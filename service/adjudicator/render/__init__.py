"""Pictures of game states: deterministic, self-contained SVG documents built from the rules libraries.

Pure Python like ``adjudicator.games`` (no Flask, no I/O): each module turns a game's data model into an SVG
string that scales (``viewBox``), describes itself for assistive technology (``role="img"``, ``<title>``,
``<desc>``) and needs no external font or asset.
"""
