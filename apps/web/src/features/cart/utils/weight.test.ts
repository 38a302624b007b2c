import { describe, expect, it } from 'vitest';
import { firstWeight, weightSteps } from './weight';

const rules = { weight_step_g: 250, min_weight_g: 250, max_weight_g: 3000 };

describe('firstWeight', () => {
  it('is the minimum when it can be had, else the first quick choice that can', () => {
    expect(firstWeight(rules, 3000)).toBe(250);
    const big = { weight_step_g: 500, min_weight_g: 300, max_weight_g: 3000 };
    // 300 g is not a multiple of 500 g: the first preset the rules allow is 500 g.
    expect(firstWeight(big, 3000)).toBe(500);
    expect(firstWeight(rules, 0)).toBe(0);
  });
});

describe('weightSteps', () => {
  it('steps by the offer’s step, and below the minimum to the floor', () => {
    expect(weightSteps(rules, 750, 250)).toEqual({ down: 500, up: 1000 });
    expect(weightSteps(rules, 250, 0)).toEqual({ down: 0, up: 500 });
    expect(weightSteps(rules, 250, 250)).toEqual({ down: 250, up: 500 });
  });

  it('brings a weight off the step back onto it', () => {
    expect(weightSteps(rules, 600, 250)).toEqual({ down: 500, up: 750 });
  });
});
