"""Lauzait Cep! (ラウツァイト・セプ, "a government is formed"): pieces, board, Departments, Hiring, scores.

Modules: ``pieces`` (the 68 pieces and the sets in play), ``board`` (the 5x5 board), ``rulesets`` (the open
points of the rules as options), ``departments`` (Departments, their readings and bonus scores), ``position``
(board plus hands, JSON), ``day`` (order of a Day's actions, forming and dissolving), ``hiring`` (discards,
moves, water casts), ``stalemate``, ``declaring`` (Lauzait-Cep! and formation scores) and ``probability``
(exact deal probabilities).
"""
