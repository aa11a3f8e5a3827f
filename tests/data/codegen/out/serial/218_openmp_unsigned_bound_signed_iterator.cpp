#include <cstddef>
#pragma GCC diagnostic ignored "-Wsign-compare"

// `int` @outer iterators compared with `size_t` and `unsigned` bounds: C++ converts a negative
// iterator to the unsigned type, so `-2 < sz` and `-3 < u` are false and the serial loops run
// no iteration. OpenMP's canonical loop form compares in the iterator's type (`g < (int)sz`),
// so a `#pragma omp parallel for` over the loops as written runs 5, 8 and 6 iterations. The
// last two loops start at 0 and are controls (the constant `4u` is compared as written).
// These signed/unsigned comparisons are the point of the case: g++'s -Wsign-compare is off.
extern "C" void unsignedBoundSignedIterator(const int &lo, const int &lo2, const size_t &sz, const unsigned int &u, int *out) {
  for (int g = lo; g < sz; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[4 + g * 2 + t] = -1;
    }
  }
  for (int g = lo2; g < u; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[16 + g * 2 + t] = -2;
    }
  }
  for (int g = lo; g < 4u; g += 1) {
    for (int t = 0; t < 2; ++t) {
      out[30 + g * 2 + t] = -3;
    }
  }
  for (int g = 0; g < sz; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[40 + g * 2 + t] += 10 * g + t;
    }
  }
  for (int g = 0; g < 4u; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[48 + g * 2 + t] += 100 + 10 * g + t;
    }
  }
}
