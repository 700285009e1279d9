/**
 * @generated SignedSource<<86b671b76712ddf4cf215baa898c7f12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkActionsDeleteMutation$variables = {
  id: string;
};
export type WorkActionsDeleteMutation$data = {
  readonly deleteWork: {
    readonly deletedID: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type WorkActionsDeleteMutation = {
  response: WorkActionsDeleteMutation$data;
  variables: WorkActionsDeleteMutation$variables;
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
v2 = {
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedID",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkActionsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteWorkPayload",
        "kind": "LinkedField",
        "name": "deleteWork",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkActionsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteWorkPayload",
        "kind": "LinkedField",
        "name": "deleteWork",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedID"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5afb8c13b466d385c5894863b504456e",
    "id": null,
    "metadata": {},
    "name": "WorkActionsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WorkActionsDeleteMutation(\n  $id: ID!\n) {\n  deleteWork(input: {id: $id}) {\n    userErrors {\n      message\n    }\n    deletedID\n  }\n}\n"
  }
};
})();

(node as any).hash = "53cd76f04e839429543c46b7197aed55";

export default node;
