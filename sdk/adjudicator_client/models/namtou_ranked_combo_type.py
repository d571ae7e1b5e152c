from enum import StrEnum


class NamtouRankedComboType(StrEnum):
    SEQ = "seq"
    SET = "set"
    SINGLE = "single"
    地心 = "地心"
    皇王 = "皇王"
    筆兵無傾 = "筆兵無傾"
    行行 = "行行"
    闇戦之集 = "闇戦之集"
    馬弓兵 = "馬弓兵"

    def __str__(self) -> str:
        return str(self.value)
