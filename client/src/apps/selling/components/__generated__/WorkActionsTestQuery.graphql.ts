/**
 * @generated SignedSource<<d396c08883a0d67d3a8d61d52bd6631e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkActionsTestQuery$variables = Record<PropertyKey, never>;
export type WorkActionsTestQuery$data = {
  readonly node: {
    readonly work?: {
      readonly " $fragmentSpreads": FragmentRefs<"WorkActions_work">;
    } | null | undefined;
  } | null | undefined;
};
export type WorkActionsTestQuery = {
  response: WorkActionsTestQuery$data;
  variables: WorkActionsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "103079215105"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkActionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "WorkActions_work"
                    }
                  ],
                  "type": "Work",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "work"
              }
            ],
            "type": "Work",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"103079215105\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WorkActionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkActionOption",
                "kind": "LinkedField",
                "name": "allowedActions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Work",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"103079215105\")"
      }
    ]
  },
  "params": {
    "cacheID": "269f9ebfc808dd2fe77247daa9efcfca",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.allowedActions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "WorkActionOption"
        },
        "node.allowedActions.action": {
          "enumValues": [
            "create",
            "edit",
            "reprice",
            "submit",
            "withdraw",
            "drop_edit",
            "take_down",
            "relist",
            "delete",
            "approve",
            "reject",
            "sell",
            "return"
          ],
          "nullable": false,
          "plural": false,
          "type": "WorkAction"
        },
        "node.allowedActions.label": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.number": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "WorkActionsTestQuery",
    "operationKind": "query",
    "text": "query WorkActionsTestQuery {\n  node(id: \"103079215105\") {\n    __typename\n    ... on Work {\n      ...WorkActions_work\n    }\n    id\n  }\n}\n\nfragment WorkActions_work on Work {\n  id\n  number\n  allowedActions {\n    action\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f8978a2c9dbfeecffa472e3bcec7454";

export default node;
