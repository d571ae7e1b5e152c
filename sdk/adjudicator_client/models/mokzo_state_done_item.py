from enum import StrEnum


class MokzoStateDoneItem(StrEnum):
    ACTIVATE = "activate"
    DESTROY = "destroy"
    EXCHANGE = "exchange"
    INSTALL_OR_DISCARD = "install_or_discard"

    def __str__(self) -> str:
        return str(self.value)
