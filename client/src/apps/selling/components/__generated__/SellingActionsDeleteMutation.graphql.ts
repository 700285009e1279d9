/**
 * @generated SignedSource<<a5541140e2b80b57d27d05c74c189aaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SellingActionsDeleteMutation$variables = {
  id: string;
};
export type SellingActionsDeleteMutation$data = {
  readonly deleteArtworkDraft: {
    readonly deletedID: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type SellingActionsDeleteMutation = {
  response: SellingActionsDeleteMutation$data;
  variables: SellingActionsDeleteMutation$variables;
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
    "name": "SellingActionsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteArtworkDraftPayload",
        "kind": "LinkedField",
        "name": "deleteArtworkDraft",
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
    "name": "SellingActionsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteArtworkDraftPayload",
        "kind": "LinkedField",
        "name": "deleteArtworkDraft",
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
    "cacheID": "9a3f84279bf735ce9d60daae6f61643d",
    "id": null,
    "metadata": {},
    "name": "SellingActionsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation SellingActionsDeleteMutation(\n  $id: ID!\n) {\n  deleteArtworkDraft(input: {id: $id}) {\n    userErrors {\n      message\n    }\n    deletedID\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba45e6b72f33dc55e7676167098906ef";

export default node;
