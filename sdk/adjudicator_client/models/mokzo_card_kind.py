from enum import StrEnum


class MokzoCardKind(StrEnum):
    DAU = "dau"
    GUA = "gua"
    IO = "io"
    KAUK = "kauk"
    KAUN = "kaun"
    KUA = "kua"
    MAUN = "maun"
    MUN = "mun"
    NUAK = "nuak"
    TAM = "tam"
    TUK = "tuk"
    UAI = "uai"
    兵 = "兵"
    将 = "将"
    巫 = "巫"
    弓 = "弓"
    無 = "無"
    王 = "王"
    皇 = "皇"
    筆 = "筆"
    船 = "船"
    虎 = "虎"
    車 = "車"
    馬 = "馬"

    def __str__(self) -> str:
        return str(self.value)
