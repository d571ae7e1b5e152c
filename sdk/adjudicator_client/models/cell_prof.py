from enum import StrEnum


class CellProf(StrEnum):
    DAU2 = "Dau2"
    GUA2 = "Gua2"
    IO = "Io"
    KAUK2 = "Kauk2"
    KAUN1 = "Kaun1"
    KUA2 = "Kua2"
    MAUN1 = "Maun1"
    NUAK1 = "Nuak1"
    TAM2 = "Tam2"
    TUK2 = "Tuk2"
    UAI1 = "Uai1"
    兵 = "兵"
    将 = "将"
    巫 = "巫"
    弓 = "弓"
    王 = "王"
    皇 = "皇"
    筆 = "筆"
    船 = "船"
    虎 = "虎"
    車 = "車"
    馬 = "馬"

    def __str__(self) -> str:
        return str(self.value)
