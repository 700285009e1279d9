// Package selling is the rules of a member's works for sale (卖家作品): the
// publish form's validation, the optimistic lock, the state machine and its
// timeline, and the review that lists a work in the public catalogue.
//
// One vocabulary (issue 25 point 3): a work (作品) is what a member sells;
// its record is the ArtworkSubmission; once approved it lists a public
// Artwork in the catalogue. Functions name the work (SubmitWork,
// ApproveWork, TakeDownWork), the record only where the stored row is meant,
// and the Artwork only for the public catalogue row (PublicArtwork).
//
// One idea a file:
//   - form.go: the publish form, its limits and messages, and its rules;
//   - roles.go: who may sell and who may review;
//   - transitions.go: the state machine, every allowed move in one table;
//   - allowed.go: the moves a viewer may take next (allowedActions);
//   - moves.go: the seller's and the reviewer's moves, under an optimistic lock;
//   - publish.go: approval and the public Artwork it lists in the catalogue;
//   - queries.go: the seller's works and counts, the review queue, the timeline;
//   - seller.go: what the seller's page of a work reads (its public work, stats, names);
//   - sale.go: what the public page says of the sale (seller, shipping);
//   - pictures.go: a work's pictures;
//   - leaving.go: a seller deleting their account leaves the market.
package selling
