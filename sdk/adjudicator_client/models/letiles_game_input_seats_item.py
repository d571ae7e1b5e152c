from enum import StrEnum


class LetilesGameInputSeatsItem(StrEnum):
    B = "B"
    BLUE = "blue"
    R = "R"
    RED = "red"
    Y = "Y"
    YELLOW = "yellow"
    赤 = "赤"
    青 = "青"
    黄 = "黄"

    def __str__(self) -> str:
        return str(self.value)
