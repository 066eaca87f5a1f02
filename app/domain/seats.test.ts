import { describe, expect, it } from "vitest";
import { FEW_SEATS_LEFT, fewSeatsLeft, seatAvailability } from "./seats";

describe("seatAvailability", () => {
  it("never sells out a tier with no seat settings", () => {
    expect(seatAvailability(undefined, 10_000)).toEqual({ soldOut: false, remaining: null });
  });

  it("counts down the seats and sells out at capacity", () => {
    const seats = { capacity: 3, soldOut: false };
    expect(seatAvailability(seats, 0)).toEqual({ soldOut: false, remaining: 3 });
    expect(seatAvailability(seats, 2)).toEqual({ soldOut: false, remaining: 1 });
    expect(seatAvailability(seats, 3)).toEqual({ soldOut: true, remaining: 0 });
  });

  it("stays sold out when more were taken than the capacity (capacity lowered later)", () => {
    expect(seatAvailability({ capacity: 3, soldOut: false }, 5)).toEqual({ soldOut: true, remaining: 0 });
  });

  it("is sold out whenever the team closed the tier, whatever the count", () => {
    expect(seatAvailability({ capacity: 50, soldOut: true }, 1)).toEqual({ soldOut: true, remaining: 49 });
    expect(seatAvailability({ capacity: null, soldOut: true }, 0)).toEqual({ soldOut: true, remaining: null });
  });

  it("does not limit a tier that has a row but neither a capacity nor the flag", () => {
    expect(seatAvailability({ capacity: null, soldOut: false }, 99)).toEqual({ soldOut: false, remaining: null });
  });

  it("rejects a count that cannot be a number of seats", () => {
    expect(() => seatAvailability({ capacity: 3, soldOut: false }, -1)).toThrow(RangeError);
    expect(() => seatAvailability({ capacity: 3, soldOut: false }, 1.5)).toThrow(RangeError);
  });
});

describe("fewSeatsLeft", () => {
  const left = (capacity: number | null, taken: number, soldOut = false) => fewSeatsLeft(seatAvailability({ capacity, soldOut }, taken));

  it("says nothing while more than a few seats are left, or for a tier without a seat count", () => {
    expect(left(80, 0)).toBeNull();
    expect(left(80, 80 - FEW_SEATS_LEFT - 1)).toBeNull();
    expect(left(null, 500)).toBeNull();
    expect(fewSeatsLeft(seatAvailability(undefined, 0))).toBeNull();
  });

  it("gives the count once few remain, down to the last seat", () => {
    expect(FEW_SEATS_LEFT).toBe(10);
    expect(left(80, 70)).toBe(10);
    expect(left(80, 77)).toBe(3);
    expect(left(80, 79)).toBe(1);
    expect(left(5, 0)).toBe(5);
  });

  it("says nothing once the tier is sold out: the Sold out badge and waitlist say it", () => {
    expect(left(80, 80)).toBeNull();
    expect(left(80, 90)).toBeNull();
    expect(left(80, 75, true)).toBeNull();
  });
});
