// Checks the module's math (Math.c, compiled for this machine with its functions renamed
// blocks_*) against this machine's C library: a million arguments per function over the ranges
// the blocks use and beyond, and the C standard's special values. Prints the largest error of
// each and exits 1 when one is past its bound. Scripts/build-wasm.sh runs it before linking.
#include <math.h>
#include <stdint.h>
#include <stdio.h>

double blocks_exp(double);
double blocks_log(double);
double blocks_pow(double, double);
double blocks_sin(double);
double blocks_cos(double);

static int failures = 0;

// The distance from `expected` in units of its last place; NaN matches NaN.
static double ulps(double actual, double expected) {
  if (actual == expected || (isnan(actual) && isnan(expected))) return 0;
  if (!isfinite(actual) || !isfinite(expected)) return INFINITY;
  double unit = nextafter(fabs(expected), INFINITY) - fabs(expected);
  return fabs(actual - expected) / unit;
}

// A fixed sequence of numbers in [0, 1), the same on every machine.
static uint64_t state = 0x9e3779b97f4a7c15ULL;
static double uniform(void) {
  state = state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(state >> 11) * 0x1p-53;
}

static void report(const char *name, double worst, double at, double bound, const char *unit) {
  printf("math check: %-4s largest error %.3g %s (at %.17g), bound %g\n", name, worst, unit, at,
         bound);
  if (!(worst <= bound)) failures += 1;
}

static void expect(const char *what, double actual, double expected) {
  if (isnan(actual) && isnan(expected)) return;
  if (ulps(actual, expected) != 0 || signbit(actual) != signbit(expected)) {
    printf("math check: %s is %.17g, not %.17g\n", what, actual, expected);
    failures += 1;
  }
}

int main(void) {
  enum { count = 1000000 };
  double worst[5] = {0}, at[5] = {0};
  for (int i = 0; i < count; i += 1) {
    double u = uniform(), error;
    // exp: all of its finite range, and densely the few seconds of a spring.
    double x = (2 * u - 1) * 745;
    if ((error = ulps(blocks_exp(x), exp(x))) > worst[0]) worst[0] = error, at[0] = x;
    x = -20 * u;
    if ((error = ulps(blocks_exp(x), exp(x))) > worst[0]) worst[0] = error, at[0] = x;
    // log: 600 orders of magnitude, subnormals included, and numbers near 1.
    x = pow(10, (2 * u - 1) * 310);
    if ((error = ulps(blocks_log(x), log(x))) > worst[1]) worst[1] = error, at[1] = x;
    x = 1 + (u - 0.5) * 1e-3;
    if ((error = ulps(blocks_log(x), log(x))) > worst[1]) worst[1] = error, at[1] = x;
    // pow: sRGB's gamma both ways, relative error.
    x = u;
    double gamma[2] = {2.4, 1 / 2.4};
    for (int g = 0; g < 2; g += 1) {
      double expected = pow(x, gamma[g]);
      double actual = blocks_pow(x, gamma[g]);
      error = expected == 0 ? fabs(actual) : fabs(actual / expected - 1);
      if (error > worst[2]) worst[2] = error, at[2] = x;
    }
    // sin and cos: absolute error, which is what a drawing sees, over a thousand turns.
    x = (2 * u - 1) * 6300;
    if ((error = fabs(blocks_sin(x) - sin(x))) > worst[3]) worst[3] = error, at[3] = x;
    if ((error = fabs(blocks_cos(x) - cos(x))) > worst[4]) worst[4] = error, at[4] = x;
  }
  report("exp", worst[0], at[0], 2, "ulp");
  report("log", worst[1], at[1], 3, "ulp");
  report("pow", worst[2], at[2], 1e-14, "relative");
  report("sin", worst[3], at[3], 0x1p-52, "absolute");
  report("cos", worst[4], at[4], 0x1p-52, "absolute");

  expect("exp(inf)", blocks_exp(INFINITY), INFINITY);
  expect("exp(-inf)", blocks_exp(-INFINITY), 0);
  expect("exp(NaN)", blocks_exp(NAN), NAN);
  expect("exp(710)", blocks_exp(710), INFINITY);
  expect("exp(-746)", blocks_exp(-746), 0);
  expect("exp(-745), the smallest subnormal", blocks_exp(-745), exp(-745));
  expect("log(0)", blocks_log(0), -INFINITY);
  expect("log(-1)", blocks_log(-1), NAN);
  expect("log(inf)", blocks_log(INFINITY), INFINITY);
  expect("log(the smallest subnormal)", blocks_log(0x1p-1074), log(0x1p-1074));
  expect("pow(-2, 3)", blocks_pow(-2, 3), -8);
  expect("pow(-0, 3)", blocks_pow(-0.0, 3), -0.0);
  expect("pow(-0, 2)", blocks_pow(-0.0, 2), 0);
  expect("pow(-0, -1)", blocks_pow(-0.0, -1), -INFINITY);
  expect("pow(0, -2)", blocks_pow(0, -2), INFINITY);
  expect("pow(-inf, 3)", blocks_pow(-INFINITY, 3), -INFINITY);
  expect("pow(-inf, 0.5)", blocks_pow(-INFINITY, 0.5), INFINITY);
  expect("pow(-inf, -3)", blocks_pow(-INFINITY, -3), -0.0);
  expect("pow(-inf, -0.5)", blocks_pow(-INFINITY, -0.5), 0);
  expect("pow(-1, inf)", blocks_pow(-1, INFINITY), 1);
  expect("pow(-0.5, -inf)", blocks_pow(-0.5, -INFINITY), INFINITY);
  expect("pow(2, 1024)", blocks_pow(2, 1024), INFINITY);
  expect("pow(2, -1074)", blocks_pow(2, -1074), 0x1p-1074);
  expect("pow(3, 20)", blocks_pow(3, 20), 3486784401);
  expect("pow(2, -10)", blocks_pow(2, -10), 0x1p-10);
  // A whole power's one division: 3^-64 to within an ulp.
  if (ulps(blocks_pow(3, -64), pow(3, -64)) > 1) {
    printf("math check: pow(3, -64) is %.17g, not %.17g\n", blocks_pow(3, -64), pow(3, -64));
    failures += 1;
  }
  expect("pow(-2, 0.5)", blocks_pow(-2, 0.5), NAN);
  expect("pow(0, -1)", blocks_pow(0, -1), INFINITY);
  expect("pow(NaN, 0)", blocks_pow(NAN, 0), 1);
  expect("pow(2, inf)", blocks_pow(2, INFINITY), INFINITY);
  expect("pow(0.5, inf)", blocks_pow(0.5, INFINITY), 0);
  expect("sin(-0)", blocks_sin(-0.0), -0.0);
  expect("sin(inf)", blocks_sin(INFINITY), NAN);
  expect("cos(NaN)", blocks_cos(NAN), NAN);
  // Past 2^20 pi/2 the angle is reduced less precisely, but the result stays a sine.
  double huge[] = {1e7, 1e22, 1e300, -1e300, 0x1.fffffffffffffp1023};
  for (int i = 0; i < 5; i += 1) {
    double s = blocks_sin(huge[i]), c = blocks_cos(huge[i]);
    if (!(fabs(s) <= 1 && fabs(c) <= 1 && fabs(s * s + c * c - 1) < 1e-9)) {
      printf("math check: sin and cos of %g are %g and %g\n", huge[i], s, c);
      failures += 1;
    }
  }
  if (failures > 0) {
    printf("math check: %d failures\n", failures);
    return 1;
  }
  return 0;
}
