/** `mf_forms/ModalForm`: the modal's form body and its form's action. */
export { default, actions } from '../features/modal-form/ModalForm';
