import { graphql } from "react-relay/hooks";

/**
 * The galleries a console form offers to pick (exhibitions, viewing rooms, artists): the member's own (a gallery
 * manager's) and the first ones listed. Spread with @relay(mask: false) into the page's query.
 */
graphql`
  fragment galleryChoices_query on Query {
    managedGalleries {
      id
      name
    }
    galleries(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;
