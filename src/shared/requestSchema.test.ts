import { Kind, KindGuard, OptionalKind } from '@sinclair/typebox';
import { Type, type Input, type Static } from './requestSchema';
import { contactBody, type ContactBody } from './requests';

describe('request schemas', () => {
  it('are TypeBox schemas, plain JSON Schema once sent: required are the properties neither Optional nor defaulted', () => {
    const body = Type.Object({ a: Type.Text(), b: Type.OptText(), c: Type.Optional(Type.Id()), d: Type.Flag(true), e: Type.Ids(3) });
    expect(body.required).toEqual(['a']);
    expect(KindGuard.IsObject(body) && KindGuard.IsOptional(body.properties.c)).toBe(true);
    // TypeBox's only extra keys are symbols (its Kind, Optional): JSON, Ajv and the OpenAPI document never see them.
    const json = JSON.parse(JSON.stringify(body));
    expect(json).toEqual({ type: 'object', properties: expect.any(Object), required: ['a'] });
    expect(Object.keys(json.properties.c)).toEqual(Object.keys(body.properties.c));
    expect(new Set(Object.getOwnPropertySymbols(body.properties.c))).toEqual(new Set([Kind, OptionalKind]));
    // Optional drops a default: a property left out stays out (an update changes only what is sent).
    expect(JSON.parse(JSON.stringify(Type.Optional(Type.Flag(false))))).toEqual({ type: 'boolean' });
    expect(contactBody.required).toEqual(['full_name', 'email', 'phone', 'location']);
  });

  it('type what a client sends apart from what a handler reads', () => {
    const body = Type.Object({ page: Type.Int(1, 1, 9), term: Type.OptText(), id: Type.Optional(Type.Id()), name: Type.Text() });
    expect(body.required).toEqual(['name']);
    // What a client may send: only `name` is required…
    const sent: Input<typeof body> = { name: 'x' };
    // …what the handler reads after validation: the defaults are there, the optional id may not be.
    const read: Static<typeof body> = { page: 1, term: '', name: 'x' };
    const call: ContactBody = { full_name: 'A', email: 'a@b.co', phone: '9876501234', location: 'Pune' };
    expect([sent, read, call].map((o) => Object.keys(o).length)).toEqual([1, 3, 4]);
    // @ts-expect-error -- a handler's value has its defaults: `page` cannot be missing
    const incomplete: Static<typeof body> = { term: '', name: 'x' };
    expect(incomplete.name).toBe('x');
  });
});
