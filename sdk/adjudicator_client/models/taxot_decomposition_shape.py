from enum import StrEnum


class TaxotDecompositionShape(StrEnum):
    PAIR_AND_QUAD = "pair_and_quad"
    THREE_PAIRS = "three_pairs"
    TWO_TRIPLES = "two_triples"

    def __str__(self) -> str:
        return str(self.value)
