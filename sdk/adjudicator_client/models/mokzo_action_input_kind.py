from enum import StrEnum


class MokzoActionInputKind(StrEnum):
    ACTIVATE = "activate"
    DESTROY = "destroy"
    DISCARD = "discard"
    END_TURN = "end_turn"
    EXCHANGE = "exchange"
    INSTALL = "install"
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
