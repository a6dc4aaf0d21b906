import { Decoder, Encoder, type Packet } from 'socket.io-parser';

/**
 * The standard Socket.IO encoder minus its binary detection. `hasBinary` walks every nested object of a packet;
 * on a game view (36 tiles, the score log) that walk cost more than the JSON encoding and the send together. The
 * game sends no binary data, so every packet is encoded as the standard parser's string form, which standard
 * clients decode as usual.
 */
class JsonOnlyEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    return [(this as unknown as { encodeAsString(packet: Packet): string }).encodeAsString(packet)];
  }
}

export const jsonOnlyParser = { Encoder: JsonOnlyEncoder, Decoder };
