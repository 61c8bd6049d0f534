// Jest stand-in for imported images and fonts: the URL string webpack would emit.
export default 'test-file-stub';
