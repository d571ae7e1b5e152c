from enum import StrEnum


class LetilesRenderRequestTilesetType0(StrEnum):
    EXAMPLE = "example"

    def __str__(self) -> str:
        return str(self.value)
