// Provided here (the classic theme's SearchBar renders nothing): the embedded search's navbar button and modal.
export { default } from "@site/src/components/LocalSearchBar";
