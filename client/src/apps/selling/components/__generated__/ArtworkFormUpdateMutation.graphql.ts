/**
 * @generated SignedSource<<80cd4236efb44f1f34455a666416c414>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type ArtworkSubmissionArtistKind = "existing" | "new" | "self" | "%future added value";
export type ArtworkSubmissionShipping = "collect" | "fixed" | "free" | "%future added value";
export type UpdateArtworkDraftInput = {
  form: ArtworkFormInput;
  id: string;
  version: number;
};
export type ArtworkFormInput = {
  artistID?: string | null | undefined;
  artistKind?: ArtworkSubmissionArtistKind | null | undefined;
  artistName?: string | null | undefined;
  certificate?: boolean | null | undefined;
  depthCm?: number | null | undefined;
  description?: string | null | undefined;
  editionNumber?: number | null | undefined;
  editionSize?: number | null | undefined;
  framed?: boolean | null | undefined;
  heightCm?: number | null | undefined;
  images?: ReadonlyArray<SubmissionImageInput> | null | undefined;
  materials?: string | null | undefined;
  medium?: ArtworkMedium | null | undefined;
  priceFen?: string | null | undefined;
  shipFrom?: string | null | undefined;
  shipping?: ArtworkSubmissionShipping | null | undefined;
  shippingFeeFen?: string | null | undefined;
  signed?: boolean | null | undefined;
  title?: string | null | undefined;
  widthCm?: number | null | undefined;
  year?: number | null | undefined;
};
export type SubmissionImageInput = {
  height: number;
  key: string;
  width: number;
};
export type ArtworkFormUpdateMutation$variables = {
  input: UpdateArtworkDraftInput;
};
export type ArtworkFormUpdateMutation$data = {
  readonly updateArtworkDraft: {
    readonly " $fragmentSpreads": FragmentRefs<"ArtworkForm_result">;
  };
};
export type ArtworkFormUpdateMutation = {
  response: ArtworkFormUpdateMutation$data;
  variables: ArtworkFormUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
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
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ArtworkSubmission",
    "kind": "LinkedField",
    "name": "artwork",
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
        "name": "number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateLabel",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtworkFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtworkSubmissionPayload",
        "kind": "LinkedField",
        "name": "updateArtworkDraft",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "ArtworkForm_result",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
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
    "name": "ArtworkFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtworkSubmissionPayload",
        "kind": "LinkedField",
        "name": "updateArtworkDraft",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "977585321f9dcf24fbfae4a11b2c4f92",
    "id": null,
    "metadata": {},
    "name": "ArtworkFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ArtworkFormUpdateMutation(\n  $input: UpdateArtworkDraftInput!\n) {\n  updateArtworkDraft(input: $input) {\n    ...ArtworkForm_result\n  }\n}\n\nfragment ArtworkForm_result on ArtworkSubmissionPayload {\n  userErrors {\n    field\n    message\n    code\n  }\n  artwork {\n    id\n    number\n    version\n    state\n    stateLabel\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6363e9f936a9c3369094dcf0ec029ad4";

export default node;
