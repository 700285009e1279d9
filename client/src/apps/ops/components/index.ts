/** The console page kit: the loader, the page's sections and lists, and the decision cards and forms. */
export { consoleLoader, editorVariables, type ConsoleLoaderOptions } from "./consoleLoader";
export { DecisionForm, FAILED, Refusal, toastAnswer, toastFailed, useCheckedField, useDecision, type CheckedField, type Decision, type UserErrors } from "./decision";
export { Card, CardHeader, ConsoleList, ConsoleSection, SearchSection } from "./layout";
export { MemberRow } from "./MemberRow";
export { editorPage, previewPage, PublishingHeading, PublishingList, PublishingPanel, usePublishingForm, type PublicationAction, type PublishingState } from "./PublishingPanel";
export { CONTENT_IMAGE_PATH, CoverField, initialCover, type CoverInput, type StoredCover } from "./CoverField";
export { RichTextEditor } from "./RichTextEditor";
export { GalleryEditor, type KeptGallery } from "./GalleryEditor";
