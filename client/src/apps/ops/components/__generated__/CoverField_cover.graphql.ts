/**
 * @generated SignedSource<<c6918e29e7c3d7c0a110c09299865498>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoverField_cover$data = {
  readonly height: number;
  readonly key: string;
  readonly picture: {
    readonly srcset: string;
    readonly url: string;
  };
  readonly width: number;
  readonly " $fragmentType": "CoverField_cover";
};
export type CoverField_cover$key = {
  readonly " $data"?: CoverField_cover$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoverField_cover">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoverField_cover",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Picture",
      "kind": "LinkedField",
      "name": "picture",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 640
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:640)"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcset",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CoverImage",
  "abstractKey": null
};

(node as any).hash = "598602411bf39eb785e3f00cbf850de7";

export default node;
