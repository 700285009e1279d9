export { CANCEL_LABEL, ConfirmDialog, useConfirm, type ConfirmDialogProps, type ConfirmOptions } from "./ConfirmDialog";
export { LEAVE_CONFIRM, useLeaveGuard } from "./useLeaveGuard";
