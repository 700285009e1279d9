/**
 * @generated SignedSource<<08a10bfc49f14510fab7c58b4a5ffc97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlatformRefunds_list$data = {
  readonly platformRefunds: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PlatformRefunds_request">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PlatformRefunds_list";
};
export type PlatformRefunds_list$key = {
  readonly " $data"?: PlatformRefunds_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlatformRefunds_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlatformRefunds_list",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "RefundRequestConnection",
      "kind": "LinkedField",
      "name": "platformRefunds",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RefundRequestEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RefundRequest",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PlatformRefunds_request"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "platformRefunds(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "674acd030befa402cde2ab04c008912a";

export default node;
