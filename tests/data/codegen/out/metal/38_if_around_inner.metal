#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Branches around @inner loops.
kernel void _occa_branchyInner_0(constant int &nBlocks [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    if (b % 2 == 0) {
      {
        int t = 0 + _occa_thread_position.x;
        y[b * 8 + t] = x[b * 8 + t] + b;
      }
    } else {
      {
        int t = 0 + _occa_thread_position.x;
        y[b * 8 + t] = x[b * 8 + (7 - t)] - b;
      }
    }
  }
}
