/**
 * @generated SignedSource<<86933e08f4cff54dbad2f819b257ede0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type ReviewPageApproveMutation$variables = {
  id: string;
};
export type ReviewPageApproveMutation$data = {
  readonly approveWork: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly work: {
      readonly id: string;
      readonly state: WorkState;
    } | null | undefined;
  };
};
export type ReviewPageApproveMutation = {
  response: ReviewPageApproveMutation$data;
  variables: ReviewPageApproveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "WorkPayload",
    "kind": "LinkedField",
    "name": "approveWork",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Work",
        "kind": "LinkedField",
        "name": "work",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewPageApproveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewPageApproveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "85463d648a3961e10572d3afa2039bd2",
    "id": null,
    "metadata": {},
    "name": "ReviewPageApproveMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewPageApproveMutation(\n  $id: ID!\n) {\n  approveWork(input: {id: $id}) {\n    userErrors {\n      message\n    }\n    work {\n      id\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44a3ff913b7b93af542b90c28df57a41";

export default node;
