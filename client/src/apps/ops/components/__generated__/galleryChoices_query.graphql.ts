/**
 * @generated SignedSource<<ed7f1fd05645249a16643a0b375fe177>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type galleryChoices_query$data = {
  readonly galleries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly managedGalleries: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "galleryChoices_query";
};
export type galleryChoices_query$key = {
  readonly " $data"?: galleryChoices_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"galleryChoices_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "galleryChoices_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OpsGalleryChoice",
      "kind": "LinkedField",
      "name": "managedGalleries",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "GalleryConnection",
      "kind": "LinkedField",
      "name": "galleries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GalleryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Gallery",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "galleries(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "29f94c21c81a4c45c0c48f8b123f42ed";

export default node;
