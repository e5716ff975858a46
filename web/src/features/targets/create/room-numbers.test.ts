import { describe, expect, it } from "vitest";
import {
  duplicateRoomNumbers,
  generateRoomNumbers,
  parseRoomNumbers,
  roomPatternError,
} from "./room-numbers";

describe("generateRoomNumbers", () => {
  it("writes floor and a two-digit room: 1–2 × 10 → 101…110, 201…210", () => {
    const rooms = generateRoomNumbers({ floorFrom: 1, floorTo: 2, roomsPerFloor: 10 });
    expect(rooms).toHaveLength(20);
    expect(rooms.slice(0, 2)).toEqual(["101", "102"]);
    expect(rooms[9]).toBe("110");
    expect(rooms[10]).toBe("201");
    expect(rooms[19]).toBe("210");
  });

  it("handles floors above 9", () => {
    expect(generateRoomNumbers({ floorFrom: 10, floorTo: 11, roomsPerFloor: 1 })).toEqual([
      "1001",
      "1101",
    ]);
  });

  it("refuses a reversed, empty or oversized pattern", () => {
    expect(roomPatternError({ floorFrom: 3, floorTo: 2, roomsPerFloor: 1 })).toContain("以上");
    expect(roomPatternError({ floorFrom: 0, floorTo: 2, roomsPerFloor: 1 })).toContain("整数");
    expect(roomPatternError({ floorFrom: 1, floorTo: 2, roomsPerFloor: 100 })).toContain("99");
    expect(roomPatternError({ floorFrom: 1, floorTo: 6, roomsPerFloor: 99 })).toContain("500");
    expect(generateRoomNumbers({ floorFrom: 3, floorTo: 2, roomsPerFloor: 1 })).toEqual([]);
    expect(roomPatternError({ floorFrom: 1, floorTo: 1, roomsPerFloor: 1 })).toBeNull();
  });
});

describe("parseRoomNumbers", () => {
  it("splits lines, commas and 、, normalises full-width digits and drops blanks", () => {
    expect(parseRoomNumbers("１０１\n 102 \n\n103,104、105")).toEqual([
      "101",
      "102",
      "103",
      "104",
      "105",
    ]);
  });

  it("finds repeated room numbers", () => {
    expect(duplicateRoomNumbers(["101", "102", "101", "101", "103", "102"])).toEqual([
      "101",
      "102",
    ]);
  });
});
