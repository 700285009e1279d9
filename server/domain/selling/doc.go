// Package selling is the rules of a member's works for sale (卖家作品): the
// publish form's validation, the optimistic lock, the state machine and its
// timeline, and the review that lists a work in the public catalogue.
//
// One vocabulary (issue 25 point 3): a work (作品) is what a member sells,
// in Go (ent.Work, its timeline ent.WorkEvent), in GraphQL (Work, WorkState,
// WorkAction, createWork, submitWork, …) and in the client (WorkForm,
// WorkActions); once approved it lists a public Artwork in the catalogue,
// and "Artwork" names only that public row (PublicArtwork, ArtworkSeller).
// Selling is the area's name, an activity like orders. Functions read as
// sentences: CreateWork, SubmitWork, ApproveWork, TakeDownWork, Works,
// WorkCounts, ReviewQueue. Before issue 25 the record was ArtworkSubmission:
// its tables keep their names (artwork_submissions, submission_events).
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
