package gqlserver

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	gqlcode "github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/validator/core"
	"github.com/vektah/gqlparser/v2/validator/rules"

	"artmarket/server/domain/problem"
)

// Malformed input — a variable or an input literal of the wrong type, a
// required field missing or null, a field the input type does not have —
// is refused by gqlparser before anything runs, in English and without
// saying which field ("cannot use bool as String"). Here it gets the REST
// shim's wording (problem.BadFormat: 请求格式错误：字段 recipient 类型错误),
// keeping extensions.code GRAPHQL_VALIDATION_FAILED:
//
//   - variables: the presenter rewrites gqlparser's coercion errors, whose
//     path (variable.input.recipient) names the field (inputMessage);
//   - literals: the two rules that check them (ValuesOfCorrectType,
//     ProvidedRequiredArguments) are wrapped so that their errors come out
//     in Chinese with the argument's or input field's name (validationRules);
//   - a number sent for a String: gqlparser lets a JSON number through
//     (gqlgen decodes with UseNumber, and json.Number is a string), and
//     gqlgen would then store "12345" for a name; StrictStrings refuses it
//     as the GraphQL spec's String input coercion says.

// inputRuleNames are the validation rules about input values.
var inputRuleNames = map[string]bool{
	rules.ValuesOfCorrectTypeRule.Name:       true,
	rules.ProvidedRequiredArgumentsRule.Name: true,
}

// validationRules returns gqlparser's default rules with the input rules
// answering in Chinese.
func validationRules() *rules.Rules {
	r := rules.NewDefaultRules()
	for _, rule := range []core.Rule{rules.ValuesOfCorrectTypeRule, rules.ProvidedRequiredArgumentsRule} {
		r.ReplaceRule(rule.Name, chineseInputRule(rule.RuleFunc))
	}
	return r
}

// chineseInputRule runs rule, rewriting each error it adds. The names of
// the values come from the document, looked up by the error's location
// (the walk visits values before their parents, so the parent's name is not
// at hand when a value's error is added).
func chineseInputRule(rule core.RuleFunc) core.RuleFunc {
	return func(observers *core.Events, addError core.AddErrFunc) {
		var (
			doc   *ast.QueryDocument
			names map[location]string
		)
		// Registered before the rule's own observers, so it has seen the
		// document by the time the rule reports.
		seeDoc := func(w *core.Walker) { doc = w.Document }
		observers.OnValue(func(w *core.Walker, _ *ast.Value) { seeDoc(w) })
		observers.OnField(func(w *core.Walker, _ *ast.Field) { seeDoc(w) })
		observers.OnDirective(func(w *core.Walker, _ *ast.Directive) { seeDoc(w) })
		rule(observers, func(options ...core.ErrorOption) {
			var e gqlerror.Error
			for _, o := range options {
				o(&e)
			}
			if names == nil && doc != nil {
				names = valueNames(doc)
			}
			var at location
			if len(e.Locations) > 0 {
				at = location{e.Locations[0].Line, e.Locations[0].Column}
			}
			addError(core.Message("%s", literalMessage(e.Message, names[at])), func(out *gqlerror.Error) {
				out.Locations = append(out.Locations, e.Locations...)
			})
		})
	}
}

// gqlparser's wording of the literal errors whose field the message names.
var (
	reNotProvided = regexp.MustCompile(`^Field "(?:[^".]*\.)?([^".]+)" of required type "[^"]*" was not provided`)
	reNotDefined  = regexp.MustCompile(`^Field "([^"]+)" is not defined by type`)
	reArgRequired = regexp.MustCompile(`^(?:Field|Directive) "[^"]*" argument "([^"]+)" of type "[^"]*" is required`)
)

// literalMessage turns one of ValuesOfCorrectType's or
// ProvidedRequiredArguments' messages about the value called name into
// Chinese.
func literalMessage(msg, name string) string {
	if m := reNotProvided.FindStringSubmatch(msg); m != nil {
		return problem.BadFormat(problem.Missing, m[1])
	}
	if m := reArgRequired.FindStringSubmatch(msg); m != nil {
		return problem.BadFormat(problem.Missing, m[1])
	}
	if m := reNotDefined.FindStringSubmatch(msg); m != nil {
		return problem.BadFormat(problem.Unknown, m[1])
	}
	switch {
	case strings.HasPrefix(msg, "Expected value of type") && strings.Contains(msg, "found null"):
		return problem.BadFormat(problem.Null, name)
	case strings.HasPrefix(msg, "Value ") && strings.Contains(msg, "does not exist in"),
		strings.HasPrefix(msg, "Enum ") && strings.Contains(msg, "cannot represent non-enum value"):
		return problem.BadFormat(problem.InvalidValue, name)
	}
	return problem.BadFormat(problem.WrongType, name)
}

type location struct{ line, column int }

// valueNames maps the location of every argument value, input field value
// and input field name in doc to that argument's or field's name; a list's
// items carry the list's name.
func valueNames(doc *ast.QueryDocument) map[location]string {
	names := map[location]string{}
	put := func(p *ast.Position, name string) {
		if p != nil {
			names[location{p.Line, p.Column}] = name
		}
	}
	var value func(v *ast.Value, name string)
	value = func(v *ast.Value, name string) {
		if v == nil {
			return
		}
		put(v.Position, name)
		for _, c := range v.Children {
			if v.Kind == ast.ObjectValue {
				put(c.Position, c.Name)
				value(c.Value, c.Name)
			} else {
				value(c.Value, name)
			}
		}
	}
	args := func(list ast.ArgumentList) {
		for _, a := range list {
			value(a.Value, a.Name)
		}
	}
	directives := func(list ast.DirectiveList) {
		for _, d := range list {
			args(d.Arguments)
		}
	}
	var selections func(set ast.SelectionSet)
	selections = func(set ast.SelectionSet) {
		for _, s := range set {
			switch s := s.(type) {
			case *ast.Field:
				args(s.Arguments)
				directives(s.Directives)
				selections(s.SelectionSet)
			case *ast.InlineFragment:
				directives(s.Directives)
				selections(s.SelectionSet)
			case *ast.FragmentSpread:
				directives(s.Directives)
			}
		}
	}
	for _, op := range doc.Operations {
		for _, v := range op.VariableDefinitions {
			value(v.DefaultValue, v.Variable)
			directives(v.Directives)
		}
		directives(op.Directives)
		selections(op.SelectionSet)
	}
	for _, f := range doc.Fragments {
		directives(f.Directives)
		selections(f.SelectionSet)
	}
	return names
}

// inputMessage is the Chinese message of gqlparser's refusal of a
// variable's value (its path starts with "variable"), and false for any
// other error.
func inputMessage(e *gqlerror.Error) (string, bool) {
	if len(e.Path) == 0 || e.Path[0] != ast.PathName("variable") || e.Extensions["code"] != gqlcode.ValidationFailed {
		return "", false
	}
	field := variableField(e.Path[1:])
	switch msg := e.Message; {
	case msg == "must be defined":
		return problem.BadFormat(problem.Missing, field), true
	case msg == "cannot be null":
		return problem.BadFormat(problem.Null, field), true
	case msg == "unknown field":
		return problem.BadFormat(problem.Unknown, field), true
	case strings.Contains(msg, " is not a valid "):
		return problem.BadFormat(problem.InvalidValue, field), true
	}
	return problem.BadFormat(problem.WrongType, field), true
}

// variableField names the field at path (after "variable"): the input
// field's own name under a variable ("recipient" for $input.recipient,
// "items[1].name" deeper), the variable's name for a variable itself.
func variableField(path ast.Path) string {
	if len(path) > 1 {
		path = path[1:]
	}
	var b strings.Builder
	for _, p := range path {
		switch p := p.(type) {
		case ast.PathName:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(string(p))
		case ast.PathIndex:
			fmt.Fprintf(&b, "[%d]", int(p))
		}
	}
	return b.String()
}

// StrictStrings refuses a JSON number sent in a variable where the schema
// expects a String (at any depth of an input object or list), the way
// gqlparser refuses a boolean there: a request error on the variable's
// path, before anything runs. An ID still takes a number, as the spec
// says.
type StrictStrings struct{ schema *ast.Schema }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = (*StrictStrings)(nil)

// ExtensionName names the extension.
func (*StrictStrings) ExtensionName() string { return "StrictStrings" }

// Validate keeps the schema the variables are checked against.
func (s *StrictStrings) Validate(es graphql.ExecutableSchema) error {
	s.schema = es.Schema()
	return nil
}

// MutateOperationContext checks the operation's variables.
func (s *StrictStrings) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil || s.schema == nil {
		return nil
	}
	for _, def := range oc.Operation.VariableDefinitions {
		if err := s.check(def.Type, oc.Variables[def.Variable], ast.Path{ast.PathName("variable"), ast.PathName(def.Variable)}); err != nil {
			gqlcode.Set(err, gqlcode.ValidationFailed)
			return err
		}
	}
	return nil
}

func (s *StrictStrings) check(t *ast.Type, v any, path ast.Path) *gqlerror.Error {
	if v == nil || t == nil {
		return nil
	}
	if t.Elem != nil {
		items, ok := v.([]any)
		if !ok { // one value stands for a list of it
			return s.check(t.Elem, v, path)
		}
		for i, item := range items {
			if err := s.check(t.Elem, item, append(path[:len(path):len(path)], ast.PathIndex(i))); err != nil {
				return err
			}
		}
		return nil
	}
	def := s.schema.Types[t.NamedType]
	if def == nil {
		return nil
	}
	switch def.Kind {
	case ast.Scalar:
		if def.Name == "String" {
			if _, ok := v.(json.Number); ok {
				return gqlerror.ErrorPathf(path, "cannot use number as String")
			}
		}
	case ast.InputObject:
		fields, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		for _, f := range def.Fields {
			if err := s.check(f.Type, fields[f.Name], append(path[:len(path):len(path)], ast.PathName(f.Name))); err != nil {
				return err
			}
		}
	}
	return nil
}
