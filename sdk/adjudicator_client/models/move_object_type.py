from enum import StrEnum


class MoveObjectType(StrEnum):
    AFTERHALFACCEPTANCE = "AfterHalfAcceptance"
    FROMHAND = "FromHand"
    INFAFTERSTEP = "InfAfterStep"
    SRCDST = "SrcDst"
    SRCSTEPDSTFINITE = "SrcStepDstFinite"
    SRCSTEPSDST = "SrcStepsDst"
    TAMNOSTEP = "TamNoStep"
    TAMSTEPSDURINGFORMER = "TamStepsDuringFormer"
    TAMSTEPSDURINGLATTER = "TamStepsDuringLatter"

    def __str__(self) -> str:
        return str(self.value)
