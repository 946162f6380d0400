/** RapiDoc ships no types: importing it defines the <rapi-doc> custom element, nothing else is used. */
declare module 'rapidoc';
