// Package e2etest holds the GraphQL tests that go through the whole HTTP
// stack (auth middleware, REST sign-in, /graphql) beside the schema they
// test; they share server/web/apptest's environment with the REST tests.
// It has no code of its own.
package e2etest
