/** `mf_forms/ModalForm`. */
export { default } from '../features/modal-form/ModalForm';
