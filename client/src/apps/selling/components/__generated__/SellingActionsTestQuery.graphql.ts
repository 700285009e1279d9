/**
 * @generated SignedSource<<11c519116cab44aa3e0a210532dbd519>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SellingActionsTestQuery$variables = Record<PropertyKey, never>;
export type SellingActionsTestQuery$data = {
  readonly node: {
    readonly work?: {
      readonly " $fragmentSpreads": FragmentRefs<"SellingActions_artwork">;
    } | null | undefined;
  } | null | undefined;
};
export type SellingActionsTestQuery = {
  response: SellingActionsTestQuery$data;
  variables: SellingActionsTestQuery$variables;
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
    "name": "SellingActionsTestQuery",
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
                      "name": "SellingActions_artwork"
                    }
                  ],
                  "type": "ArtworkSubmission",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "work"
              }
            ],
            "type": "ArtworkSubmission",
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
    "name": "SellingActionsTestQuery",
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
                "concreteType": "SellingActionOption",
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
            "type": "ArtworkSubmission",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"103079215105\")"
      }
    ]
  },
  "params": {
    "cacheID": "acfe98ae6fe6e779d1a6a1ebd23d656d",
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
          "type": "SellingActionOption"
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
            "sell"
          ],
          "nullable": false,
          "plural": false,
          "type": "SellingAction"
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
    "name": "SellingActionsTestQuery",
    "operationKind": "query",
    "text": "query SellingActionsTestQuery {\n  node(id: \"103079215105\") {\n    __typename\n    ... on ArtworkSubmission {\n      ...SellingActions_artwork\n    }\n    id\n  }\n}\n\nfragment SellingActions_artwork on ArtworkSubmission {\n  id\n  number\n  allowedActions {\n    action\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "d80bb12fe20f4283cfc2f0783290b305";

export default node;
