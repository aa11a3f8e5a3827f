// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

#pragma GCC diagnostic ignored "-Wsign-compare"

// `int` @outer iterators compared with `size_t` and `unsigned` bounds: C++ converts a negative
// iterator to the unsigned type, so `-2 < sz` and `-3 < u` are false and the serial loops run
// no iteration. OpenMP's canonical loop form compares in the iterator's type (`g < (int)sz`),
// so a `#pragma omp parallel for` over the loops as written runs 5, 8 and 6 iterations. The
// last two loops start at 0 and are controls (the constant `4u` is compared as written).
// These signed/unsigned comparisons are the point of the case: g++'s -Wsign-compare is off.
kernel void _occa_unsignedBoundSignedIterator_0(constant int &lo [[buffer(0)]], constant int &lo2 [[buffer(1)]], constant size_t &sz [[buffer(2)]], constant unsigned int &u [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = lo + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[4 + g * 2 + t] = -1;
    }
  }
}

kernel void _occa_unsignedBoundSignedIterator_1(constant int &lo [[buffer(0)]], constant int &lo2 [[buffer(1)]], constant size_t &sz [[buffer(2)]], constant unsigned int &u [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = lo2 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[16 + g * 2 + t] = -2;
    }
  }
}

kernel void _occa_unsignedBoundSignedIterator_2(constant int &lo [[buffer(0)]], constant int &lo2 [[buffer(1)]], constant size_t &sz [[buffer(2)]], constant unsigned int &u [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = lo + (1 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      out[30 + g * 2 + t] = -3;
    }
  }
}

kernel void _occa_unsignedBoundSignedIterator_3(constant int &lo [[buffer(0)]], constant int &lo2 [[buffer(1)]], constant size_t &sz [[buffer(2)]], constant unsigned int &u [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[40 + g * 2 + t] += 10 * g + t;
    }
  }
}

kernel void _occa_unsignedBoundSignedIterator_4(constant int &lo [[buffer(0)]], constant int &lo2 [[buffer(1)]], constant size_t &sz [[buffer(2)]], constant unsigned int &u [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[48 + g * 2 + t] += 100 + 10 * g + t;
    }
  }
}
