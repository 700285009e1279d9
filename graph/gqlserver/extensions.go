package gqlserver

import "github.com/99designs/gqlgen/graphql"

// The gqlgen hooks the server's own extensions implement.
type (
	paramsMutator interface {
		graphql.HandlerExtension
		graphql.OperationParameterMutator
	}
	contextMutator interface {
		graphql.HandlerExtension
		graphql.OperationContextMutator
	}
	interceptor interface {
		graphql.HandlerExtension
		graphql.OperationInterceptor
	}
)

// Each extension and its hook, checked by the compiler: srv.Use takes any
// HandlerExtension, so an extension whose hook method were misnamed would
// be installed and never called.
var (
	_ paramsMutator  = &QuerySize{}
	_ contextMutator = PageLimit{}
	_ contextMutator = DepthLimit{}
	_ interceptor    = MemberOnly{}
	_ interceptor    = QueryScope{}
)

// anySchema is embedded by the extensions that accept any schema.
type anySchema struct{}

// Validate accepts any schema.
func (anySchema) Validate(graphql.ExecutableSchema) error { return nil }
